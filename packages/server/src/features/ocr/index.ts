export { ocrRoutes, createCardRecognizer, RECOGNIZE_PATH } from './routes'
export { parseCard, normalizeLine, type CardFields, type CardField } from './parse'
export { limitRecognizer, RecognizerBusyError, RecognizerImageError, RecognizerTimeoutError, type CardRecognizer } from './recognizer'
export { TesseractCardRecognizer } from './tesseract'
