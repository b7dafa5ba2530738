import { runAdmin } from '../../../../scripts/admin'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/**
 * `npm run admin -- …` against a test server listening at `api()`: the CLI's own code over real HTTP, run in this
 * process (a node + tsx process per call cost each CLI test seconds per command). What differs in a process of its
 * own (the entry point, exit codes) is tested once, in features/admin/cli.test.ts.
 */
export function adminCli(api: () => string, env: Record<string, string> = {}) {
  return async (args: string[], extraEnv: Record<string, string> = {}): Promise<CliResult> => {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin(args, {
      out: (line) => out.push(`${line}\n`),
      err: (line) => err.push(`${line}\n`),
      env: { ...process.env, FAIRPASS_API: api(), FAIRPASS_ADMIN_KEY: '', ...env, ...extraEnv },
      fetch,
    })
    return { code, stdout: out.join(''), stderr: err.join('') }
  }
}
