import type { AddressInfo } from 'node:net'
import { runAdmin } from '../../../../scripts/admin'
import type { Server } from 'node:http'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** What of a test server (testing/index) the CLI needs; named here so this file and that one do not import each other. */
interface HttpTestServer {
  app: { server: Server; listen(options: { port: number; host: string }): Promise<string> }
}

/** The test server's address on a free local port, listening from the first call on. */
export async function listeningUrl(server: HttpTestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
}

/**
 * `npm run admin -- …` against the test server `server()` (listening from the first command on): the CLI's own code over real HTTP, run in this
 * process (a node + tsx process per call cost each CLI test seconds per command). What differs in a process of its
 * own (the entry point, exit codes) is tested once, in features/admin/cli.test.ts.
 */
export function adminCli(server: () => HttpTestServer, env: Record<string, string> = {}) {
  return async (args: string[], extraEnv: Record<string, string> = {}): Promise<CliResult> => {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin(args, {
      out: (line) => out.push(`${line}\n`),
      err: (line) => err.push(`${line}\n`),
      env: { ...process.env, FAIRPASS_API: await listeningUrl(server()), FAIRPASS_ADMIN_KEY: '', ...env, ...extraEnv },
      fetch,
    })
    return { code, stdout: out.join(''), stderr: err.join('') }
  }
}
