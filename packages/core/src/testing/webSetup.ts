import { beforeEach } from 'vitest'
import { loadMessages } from '../i18n'
import { configure } from '@testing-library/react'

// Element tests load their pages lazily (import()) as the elements do; on a busy 2-core CI machine a first import can
// take longer than testing-library's 1 s default, which then fails a test that is right. Five seconds still fails
// a page that never comes well inside the test's own timeout.
configure({ asyncUtilTimeout: 5_000 })

// Each language's texts are fetched by import() as the elements do; a test reads a page in both, so whatever the
// modules under test registered is in place before it starts (texts of pages loaded later arrive as in the browser).
beforeEach(async () => {
  await Promise.all([loadMessages('cn'), loadMessages('en')])
})
