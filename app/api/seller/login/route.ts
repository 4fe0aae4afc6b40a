import { signIn } from "@/lib/accounts/login";
import { accountMessages } from "@/lib/accounts/messages";
import { loginInput } from "@/lib/accounts/schemas";
import { knownDeviceOf } from "@/lib/auth/device-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";

/**
 * Staff sign-in: { email, password } -> { token, role, message } for a seller or admin. The
 * token goes in `Authorization: Bearer` on seller calls; no cookie is set, so a browser never
 * carries staff rights to a page on another site. It shares the shop's sign-in failure counts
 * (the same password behind either door) and honours a device cookie the shop gave this
 * browser, but gives none: staff tools keep no cookies.
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, loginInput);
  const { token, account } = await signIn(input, clientAddress(request), { staff: true, device: knownDeviceOf(request, input.email) });
  return privateJson({ token, role: account.role, message: accountMessages.staffSignedIn(account.name) });
});
