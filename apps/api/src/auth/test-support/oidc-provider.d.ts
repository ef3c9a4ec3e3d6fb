/** The part of oidc-provider 9's API the sandbox identity provider uses (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What the provider keeps of a stored artifact (codes, tokens, sessions, interactions, grants). */
  export interface AdapterPayload {
    grantId?: string;
    userCode?: string;
    uid?: string;
    /** When a one-time artifact (an authorization code) was used, in seconds since the epoch. */
    consumed?: number;
    [key: string]: unknown;
  }

  /** The storage of one kind of artifact (`name`: AuthorizationCode, Session, Grant…). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: 'id_token' | 'userinfo', scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
  }

  /** A JSON Web Key with its private part (the provider signs ID tokens with it). */
  export interface SigningKey {
    kty: string;
    kid?: string;
    use?: 'sig';
    alg?: string;
    [member: string]: unknown;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    interactions?: { url(ctx: unknown, interaction: Interaction): string | Promise<string> };
    jwks?: { keys: SigningKey[] };
    pkce?: { required(ctx: unknown, client: unknown): boolean };
    responseTypes?: string[];
    scopes?: string[];
    ttl?: Record<string, number>;
  }

  export interface Prompt {
    name: 'login' | 'consent' | (string & {});
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [detail: string]: unknown;
    };
  }

  /** A pending interaction: what the provider needs from the user before it answers the client. */
  export interface Interaction {
    uid: string;
    prompt: Prompt;
    params: Record<string, unknown> & { client_id?: string };
    grantId?: string;
    session?: { accountId: string };
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** An error the provider answers with (`invalid_grant`, `invalid_client`…). */
  export interface ProviderError extends Error {
    error?: string;
    error_description?: string;
    status?: number;
  }

  export type ProviderEvent = 'grant.error' | 'authorization.error' | 'server_error';

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    /** The provider as a Node.js request listener. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    /** Stores the result and answers 303 to the authorization endpoint, which resumes the request. */
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: ProviderEvent, listener: (ctx: unknown, error: ProviderError) => void): this;
  }
}
