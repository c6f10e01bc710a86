import type { Broadcast } from '@marquee/contracts';
import { vi } from 'vitest';

type BroadcastGroup = Broadcast['groups'][number];

/** A group as the server answers it: one layer, every screen, no media, with what a test changes. */
export function testBroadcastGroup(overrides: Partial<BroadcastGroup> = {}): BroadcastGroup {
  return {
    code: 'G1',
    key: 'k1',
    name: 'Group 1',
    layers: ['L1'],
    filter: { condition: null, conditionLookups: [], fixedPlayerList: [] },
    chosenContentTypeTagCode: null,
    chosenContentTypeName: null,
    clusters: [],
    media: [],
    trigger: null,
    ...overrides,
  };
}

/** A saved broadcast as the server answers it: a confirmed standard one, with what a test changes. */
export function testBroadcast(overrides: Partial<Broadcast> = {}): Broadcast {
  return {
    broadcastCode: 'B1',
    broadcastName: 'Morning',
    broadcastType: 'Standard',
    isInteractive: false,
    idleTimeoutSeconds: 30,
    category: null,
    createdBy: 'Ada Lind',
    modifiedDateTime: '2026-03-02T08:00:00Z',
    version: '1',
    schedule: {
      periods: [],
      isScheduled: false,
      isTakeover: false,
      takeoverRecurrence: null,
      status: 'Confirmed',
      scheduleStatus: 'Always',
    },
    groups: [testBroadcastGroup()],
    trigger: null,
    outsideReach: { screens: 0, media: 0 },
    ...overrides,
  };
}

export interface ApiRequest {
  /** As fetched, query included. */
  address: string;
  path: string;
  method: string;
  body?: Record<string, unknown>;
}

export interface ApiReply {
  json: unknown;
  status?: number;
}

/**
 * Stubs `fetch` around the saved `broadcast`: reading it answers it, the period status check
 * answers Always, and `answer` decides every other call (404 when it gives nothing). Returns the
 * calls made, in order.
 */
export function serveBroadcast(
  broadcast: Broadcast,
  answer: (request: ApiRequest) => ApiReply | undefined = () => undefined,
): ApiRequest[] {
  const success = { ok: true };
  const requests: ApiRequest[] = [];
  const reply = (request: ApiRequest): ApiReply | undefined => {
    if (request.path === '/api/broadcasts/periodstatus') {
      return { json: { success, status: 'Always' } };
    }
    if (request.path === `/api/broadcasts/${broadcast.broadcastCode}` && request.method === 'GET') {
      return { json: { success, broadcast } };
    }
    return answer(request);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const request = { address, path: new URL(address, 'http://x').pathname, method, body };
      requests.push(request);
      const { json, status = 200 } = reply(request) ?? {
        json: { success: { ok: false, message: 'Not found' } },
        status: 404,
      };
      return Promise.resolve(new Response(JSON.stringify(json), { status }));
    }),
  );
  return requests;
}
