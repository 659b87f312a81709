// Mints a single-use session id on the tenant; the API key stays on the server.
import { createSessionClient } from '@svc/embed/server';

export async function POST() {
  const baseUrl = process.env.SVC_TENANT_URL;
  const apiKey = process.env.SVC_API_KEY;
  if (!baseUrl || !apiKey) {
    return Response.json({ error: 'set SVC_TENANT_URL and SVC_API_KEY' }, { status: 500 });
  }
  // A real app checks its own user here and passes their id and groups.
  const sessions = createSessionClient({ baseUrl, apiKey });
  const { sessionId } = await sessions.generateSession({
    deploymentId: Number(process.env.SVC_DEPLOYMENT_ID ?? 42),
    externalId: 'demo-user',
    publicDashboardId: 'sales-overview',
    embedTenantName: 'demo-tenant',
  });
  return Response.json({ sessionId });
}
