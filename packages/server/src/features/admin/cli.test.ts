import { fileURLToPath } from 'node:url'
import { execFile } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestServer, signInByEmail, type TestServer, adminCli, listeningUrl } from '../../testing'
import { createAdminKey } from './keys'
import { parseArgs } from 'node:util'
import { commandNames } from '../../../../../scripts/admin'
import { options } from '../../../../../scripts/adminKit'

/* The CLI over HTTP (testing/adminCli) against this test server listening on a free port, as an organiser runs it. */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

async function submitted(email: string): Promise<void> {
  const token = await signInByEmail(server, email, { exhibitionId: '1010' })
  const saved = await server.call({
    method: 'POST',
    url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
    headers: bearer(token),
    payload: { exhibitionId: '1010', registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Grace Hopper', company: 'Compilers Inc' } },
  })
  expect(saved.status).toBe(200)
}

describe('npm run admin', () => {
  it('prints the help and exits 0; an unknown command or flag exits 2 with a hint', async () => {
    const help = await cli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run admin -- <command>')
    const unknown = await cli(['frobnicate'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command "frobnicate"')
    const badFlag = await cli(['list', '--exhibtion', '1010'])
    expect(badFlag.code).toBe(2)
  }, 60_000)

  it('gives every command its own help: usage, an example that parses, and the common options; the overview lists them all', async () => {
    const names = commandNames()
    expect(names.length).toBeGreaterThan(40)
    expect(new Set(names).size, 'a command name is registered twice').toBe(names.length)
    const overview = (await cli(['--help'])).stdout
    const problems: string[] = []
    for (const name of names) {
      if (!new RegExp(`^  ${name} `, 'm').test(overview)) problems.push(`${name}: not in the overview`)
      for (const args of [[name, '--help'], ['help', name], [name, '-h']]) {
        const help = await cli(args)
        if (help.code !== 0 || help.stderr !== '') problems.push(`${args.join(' ')}: exit ${help.code} ${help.stderr}`)
        if (!help.stdout.startsWith(`Usage: npm run admin -- ${name} `)) problems.push(`${args.join(' ')}: no usage line`)
        if (!help.stdout.includes('Options of every command:')) problems.push(`${args.join(' ')}: no common options`)
      }
      const help = (await cli([name, '--help'])).stdout
      const example = /\nExample:\n {2}(.+)\n/.exec(help)?.[1]
      if (!example?.startsWith(`npm run admin -- ${name}`)) {
        problems.push(`${name}: no example of itself`)
        continue
      }
      // The example is a command line an organiser can paste: every flag in it is one the CLI knows.
      const words = [...example.matchAll(/"[^"]*"|\S+/g)].map((match) => match[0].replace(/^"|"$/g, '')).slice(3)
      try {
        parseArgs({ args: words, options, allowPositionals: true, strict: true })
      } catch (error) {
        problems.push(`${name}: its example does not parse: ${(error as Error).message}`)
      }
    }
    expect(problems).toEqual([])
    const unknown = await cli(['frobnicate', '--help'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command "frobnicate"')
    // A wrong flag of a known command points at that command's help.
    const wrong = await cli(['approve-bulk', '--exhibtion', '1010'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Run npm run admin -- approve-bulk --help')
  }, 90_000)

  it('lists, rejects and approves with the demo key by default, and switches auto-approve', async () => {
    await submitted('cli-visitor@example.com')
    const listed = await cli(['list', '--exhibition', '1010', '--state', 'pending'])
    expect(listed.stderr).toBe('')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/Exhibition 1010: \d+ registration\(s\) in state pending/)
    expect(listed.stdout).toMatch(/pending\s+cli-visitor@example\.com\s+Grace Hopper\s+Compilers Inc/)

    const rejected = await cli(['reject', '--exhibition', '1010', '--account', 'cli-visitor@example.com', '--reason', 'Photo missing'])
    expect(rejected.code).toBe(0)
    expect(rejected.stdout).toContain('Rejected cli-visitor@example.com (Grace Hopper, Compilers Inc) on exhibition 1010: Photo missing')
    expect(rejected.stdout).toContain('The visitor was notified.')
    expect(server.outbox.list('cli-visitor@example.com')[0].body).toContain('Photo missing')

    const approved = await cli(['approve', '--exhibition', '1010', '--account', 'cli-visitor@example.com'])
    expect(approved.code).toBe(0)
    expect(approved.stdout).toContain('Approved cli-visitor@example.com')

    const on = await cli(['auto-approve', '--exhibition', '1010', 'on'])
    expect(on.code).toBe(0)
    expect(on.stdout).toContain('now approves new submissions at once')
    const off = await cli(['auto-approve', '--exhibition', '1010', 'off', '--json'])
    expect(JSON.parse(off.stdout)).toEqual({ exhibitionId: '1010', autoApprove: false })

    const abroad = await cli(['time-zone', '--exhibition', '1010', 'America/Los_Angeles'])
    expect(abroad.code, abroad.stderr).toBe(0)
    expect(abroad.stdout).toContain('now on America/Los_Angeles time')
    const mars = await cli(['time-zone', '--exhibition', '1010', 'Mars/Olympus'])
    expect(mars.code).toBe(2)
    expect(mars.stderr).toContain('Enter an IANA time zone such as Asia/Shanghai or Europe/Berlin')
    const home = await cli(['time-zone', '--exhibition', '1010', 'Asia/Shanghai', '--json'])
    expect(JSON.parse(home.stdout)).toEqual({ exhibitionId: '1010', timeZone: 'Asia/Shanghai' })
  }, 90_000)

  it('checks input before sending and exits non-zero with the reason on a refusal', async () => {
    const noReason = await cli(['reject', '--exhibition', '1010', '--account', 'cli-visitor@example.com'])
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason: Give the reason for the rejection')

    const unknown = await cli(['approve', '--exhibition', '1010', '--account', 'nobody@example.com'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Refused (404): No registration of this account was found for the exhibition')

    const otherTenant = await createAdminKey(server.database.db, '100001', 'cli test')
    const forbidden = await cli(['list', '--exhibition', '1010', '--key', otherTenant.key, '--lang', 'cn'])
    expect(forbidden.code).toBe(1)
    expect(forbidden.stderr).toContain('Refused (403)')

    const wrongKey = await cli(['list', '--exhibition', '1010'], { FAIRPASS_ADMIN_KEY: 'fpk_wrong' })
    expect(wrongKey.code).toBe(1)
    expect(wrongKey.stderr).toContain('Refused (401)')

    const down = await cli(['list', '--exhibition', '1010', '--api', 'http://127.0.0.1:9'])
    expect(down.code).toBe(1)
    expect(down.stderr).toContain('Cannot reach the FairPass API at http://127.0.0.1:9')
  }, 90_000)
})

describe('the CLI as its own process', () => {
  // Every other CLI test runs the CLI's code in the test's process (testing/adminCli): this one runs the script an
  // organiser runs, for what only a process shows: its entry point, its output streams and its exit codes.
  async function inProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const api = await listeningUrl(server)
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { cwd: repoRoot, env: { ...process.env, FAIRPASS_API: api, FAIRPASS_ADMIN_KEY: '' }, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      )
    })
  }

  it('prints its help, and exits 2 on a wrong command with the reason on stderr', async () => {
    const help = await inProcess(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run admin -- <command>')
    const wrong = await inProcess(['no-such-command'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Unknown command "no-such-command"')
    expect(wrong.stdout).toBe('')
  }, 90_000)
})
