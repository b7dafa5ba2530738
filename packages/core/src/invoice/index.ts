export { capitalRmb } from './capitalRmb'
export { CREDIT_CODE_ALPHABET, creditCodeCheckCharacter, normaliseTaxId, taxIdProblem, type TaxIdProblem } from './taxId'
