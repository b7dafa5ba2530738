export { fillShareTitle, placeholderKey } from './placeholders'
export { inMessagingApp, setShareCard, JS_SDK_SCRIPT, type ShareCard } from './messagingApp'
