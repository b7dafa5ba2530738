export { QuestionInput, type QuestionInputProps } from './QuestionInput'
