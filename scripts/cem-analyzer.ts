// The analyzer's programmatic API (create, and the TypeScript it parses with), typed: its index.d.ts declares
// neither. Source files must come from the analyzer's own TypeScript (5.4), not the repository's, whose syntax
// kinds differ; the types below are the repository's, close enough for the nodes the plugin reads.
import * as analyzer from '@custom-elements-manifest/analyzer'
import type { Plugin } from '@custom-elements-manifest/analyzer'
import type { Package } from 'custom-elements-manifest/schema'
import type TypeScript from 'typescript'

const api = analyzer as unknown as {
  create(options: { modules: TypeScript.SourceFile[]; plugins?: Plugin[]; context?: Record<string, unknown> }): Package
  ts: typeof TypeScript
}

export const create = api.create
export const ts = api.ts
export type { Plugin }
