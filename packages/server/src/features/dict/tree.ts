import type { DictNode } from '@fairpass/core/contract'

export interface DictEntry {
  dictKey: string
  dictValue: string
  parentKey: string | null
  sort: number
}

export type { DictNode }

/**
 * Nests entries under their parent key, keeping the given order. An entry whose parent is missing
 * becomes a root so a half-configured dictionary still shows every value.
 */
export function buildDictTree(entries: readonly DictEntry[]): DictNode[] {
  const nodes = new Map<string, DictNode>()
  for (const entry of entries) {
    nodes.set(entry.dictKey, { dictKey: entry.dictKey, dictValue: entry.dictValue, parentKey: entry.parentKey, children: [] })
  }
  const roots: DictNode[] = []
  for (const entry of entries) {
    const node = nodes.get(entry.dictKey)!
    const parent = entry.parentKey ? nodes.get(entry.parentKey) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
