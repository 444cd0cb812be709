import { test } from '@playwright/test'
import { presentationTests } from './presentation.tests.ts'
import { editorRoundTripTests } from './studio-edit.tests.ts'

// The real Studio, built for the test's lake, in two groups that hold the same ports (the
// Studio is built for one lake URL): in one file, one worker runs them in turn. In two
// files, a second worker waited for the first to release the ports.
test.describe('the Studio on the embedded lake', () => editorRoundTripTests())
test.describe('the Presentation tool', () => presentationTests())
