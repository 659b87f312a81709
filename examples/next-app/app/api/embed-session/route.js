// Mints a single-use session id on the tenant; the API key stays on the server.
import { createSessionClient, SessionApiError } from '@svc/embed/server';

export async function POST() {
  const baseUrl = process.env.SVC_TENANT_URL;
  const apiKey = process.env.SVC_API_KEY;
  if (!baseUrl || !apiKey) {
    return Response.json({ error: 'set SVC_TENANT_URL and SVC_API_KEY' }, { status: 500 });
  }
  // A real app checks its own user here and passes their id and groups.
  const sessions = createSessionClient({ baseUrl, apiKey });
  try {
    const { sessionId } = await sessions.generateSession({
      deploymentId: Number(process.env.SVC_DEPLOYMENT_ID ?? 42),
      externalId: 'demo-user',
      publicDashboardId: 'sales-overview',
      embedTenantName: 'demo-tenant',
    });
    return Response.json({ sessionId });
  } catch (error) {
    // A SessionApiError's message never holds the key; anything else stays in the server log.
    if (!(error instanceof SessionApiError)) console.error(error);
    const message = error instanceof SessionApiError ? error.message : 'the session could not be minted';
    return Response.json({ error: message }, { status: 502 });
  }
}
