// The event stream to open pages: each gets every message, and on connecting the state it may have missed
// (the last rebuild failed, or left warnings).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevMessage, DevProblem } from '../../client/dev/protocol.ts';

export class DevChannel {
  private readonly clients = new Set<ServerResponse>();
  /** What a page opened now must show: the failure, or the last good build's warnings. */
  private state: DevMessage | undefined;

  constructor(initialWarnings: DevProblem[]) {
    if (initialWarnings.length) this.state = { type: 'update', pages: [], warnings: initialWarnings };
  }

  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (this.state) res.write(frame(this.state));
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(message: DevMessage): void {
    // A page that connects later has nothing to update in place: only the failure and warnings carry over.
    if (message.type === 'failed') this.state = message;
    else this.state = message.warnings.length ? { type: 'update', pages: [], warnings: message.warnings } : undefined;
    for (const c of this.clients) c.write(frame(message));
  }

  close(): void {
    for (const c of this.clients) c.end();
  }
}

function frame(message: DevMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}
