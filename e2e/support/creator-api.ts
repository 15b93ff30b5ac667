import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PNG_BYTES } from './constants.ts';

/** A creator acting through the API, for the steps a journey needs but does not test. */
export class CreatorApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(baseURL: string, email: string, password: string): Promise<CreatorApi> {
    const api = await playwrightRequest.newContext({ baseURL });
    expect(
      (await api.post('/api/identity/sign-in/email', { data: { email, password }, headers: { origin: baseURL } })).ok(),
    ).toBe(true);
    const { token } = (await (await api.get('/api/identity/token')).json()) as { token: string };
    return new CreatorApi(api, { authorization: `Bearer ${token}` });
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.api.get(path, { headers: this.headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const response = await this.api.post(path, { data, headers: this.headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  async put(path: string, data: unknown) {
    const response = await this.api.put(path, { data, headers: this.headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }

  /** Saves PayPal as the creator's payment method, so a payout can start. */
  payByPaypal(paypalEmail: string) {
    return this.put('/api/auth/bank', {
      paymentMethod: 'Paypal',
      paypalEmail,
      bankName: '',
      bankAccName: '',
      bankAccNo: '',
      nationalityDoc: '',
      nric: '',
      passportNumber: '',
    });
  }

  /** Uploads a small screenshot in one tus request; answers its key. */
  async uploadScreenshot(campaignId: string): Promise<string> {
    const content = PNG_BYTES;
    const metadata = [
      ['kind', 'submissions'],
      ['campaignId', campaignId],
      ['filename', 'proof.png'],
    ]
      .map(([key, value]) => `${key} ${Buffer.from(value as string).toString('base64')}`)
      .join(',');
    const response = await this.api.post('/api/uploads', {
      headers: {
        ...this.headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(content.length),
        'upload-metadata': metadata,
        'content-type': 'application/offset+octet-stream',
      },
      data: content,
    });
    expect(response.status()).toBe(201);
    return Buffer.from((response.headers().location ?? '').split('/').pop() ?? '', 'base64url').toString('utf8');
  }

  close() {
    return this.api.dispose();
  }
}
