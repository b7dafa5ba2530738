import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { apiOrigin, loadFairElements } from '../shared/loader'

const api = apiOrigin()
// The loader defines each element when its tag appears, so the app can render before or after it is in.
void loadFairElements(api)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App api={api} />
  </StrictMode>,
)
