// The server's JSON API, with the session cookie and its CSRF token.

export interface Account {
  id: number;
  name: string;
  csrf?: string;
}

export class ApiError extends Error {
  constructor(public status: number, public code: string, message: string, public rule?: string) {
    super(message);
  }
}

let csrf = "";
export let me: Account | null = null;

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrf) headers["X-CSRF-Token"] = csrf;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) {
    throw new ApiError(res.status, data?.code || "error", data?.error || res.statusText, data?.rule);
  }
  return data as T;
}

// postText sends body as JSON and answers the response's text (an SVG,
// say), or null when the server refuses.
export async function postText(path: string, body: unknown): Promise<string | null> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (csrf) headers["X-CSRF-Token"] = csrf;
  try {
    const res = await fetch(path, { method: "POST", headers, body: JSON.stringify(body), credentials: "same-origin", cache: "no-store" });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

// loadMe finds out who is signed in (null: nobody).
export async function loadMe(): Promise<Account | null> {
  try {
    setMe(await api<Account>("GET", "/api/me"));
  } catch {
    setMe(null);
  }
  return me;
}

export function setMe(a: Account | null) {
  me = a;
  csrf = a?.csrf || "";
}
