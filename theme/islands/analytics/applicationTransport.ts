// The delivery transport: POSTs {api_key, events, options} as JSON with the origin header and keepalive.
import { BaseTransport, type Payload, type Response, type Transport } from '@amplitude/analytics-core';
import type { OriginApplication } from '../../shared/analyticsSettings.js';

/** A request that has not answered after this long counts as a timeout (status 408) and is retried by the SDK. */
const deliveryTimeoutMs = 10_000;

/** Browsers refuse keepalive bodies over 64 KiB in flight; a larger batch is sent as a plain request instead. */
const keepaliveBodyLimit = 60_000;

/** The request body: the API key, the events, and the minimum id length. */
interface DeliveryBody {
  api_key: string;
  events: Payload['events'];
  options: { min_id_length?: number };
}

/**
 * A fetch transport that names the sending application and lets a request outlive the page. Delivery outcomes
 * (retry, back-off, halving, dropping) stay with the SDK: this only turns the HTTP answer into its `Response`.
 */
export class ApplicationTransport extends BaseTransport implements Transport {
  private readonly originApplication: OriginApplication;
  private readonly timeoutMs: number;

  constructor(originApplication: OriginApplication, timeoutMs = deliveryTimeoutMs) {
    super();
    if (typeof fetch === 'undefined') throw new Error('FetchTransport is not supported');
    this.originApplication = originApplication;
    this.timeoutMs = timeoutMs;
  }

  override async send(serverUrl: string, payload: Payload): Promise<Response | null> {
    const body = JSON.stringify(deliveryBody(payload));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(serverUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-origin-application': this.originApplication, accept: '*/*' },
        body,
        keepalive: new TextEncoder().encode(body).length < keepaliveBodyLimit,
        signal: controller.signal,
      });
      return this.buildResponse(responseJson(await response.text(), response.status));
    } catch (error) {
      if (controller.signal.aborted) return this.buildResponse({ code: 408 });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The body sent for a payload: only the API key, the events and the minimum id length. */
function deliveryBody(payload: Payload): DeliveryBody {
  return {
    api_key: payload.api_key,
    events: payload.events,
    options: { min_id_length: payload.options?.min_id_length },
  };
}

/** The answer as the SDK reads it: the JSON body with its `code`, else just the HTTP status. */
function responseJson(text: string, status: number): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const body = parsed as Record<string, unknown>;
      return { ...body, code: typeof body.code === 'number' ? body.code : status };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status alone decides.
  }
  return { code: status };
}
