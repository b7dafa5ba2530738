import { configure } from '@testing-library/react'

// Element tests load their pages lazily (import()) as the elements do; on a busy 2-core CI machine a first import can
// take longer than testing-library's 1 s default, which then fails a test that is right. Five seconds still fails
// a page that never comes well inside the test's own timeout.
configure({ asyncUtilTimeout: 5_000 })
