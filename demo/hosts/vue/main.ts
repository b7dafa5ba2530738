import { createApp } from 'vue'
import { App } from './App'
import { apiOrigin, loadFairElements } from '../shared/loader'

const api = apiOrigin()
// The loader defines each element when its tag appears, so the app can mount before or after it is in.
void loadFairElements(api)
// No templates, so no `compilerOptions.isCustomElement`: h() with a string tag creates the element as it is. A host
// with templates sets `isCustomElement: (tag) => tag.startsWith('fair-')` (in @vitejs/plugin-vue's template options
// for SFCs) so Vue does not try to resolve the tags as components.
createApp(App, { api }).mount('#app')
