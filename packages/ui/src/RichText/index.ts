// A subpath of its own (`@fairpass/ui/RichText`), not in ui's index: the sanitiser (DOMPurify) is downloaded only
// by the pages that show organiser HTML, not by every element through the shared runtime.
export { RichText } from './RichText'
export { cleanHtml } from './sanitize'
