// Where the Alipay authorisation opens: a phone opens the URL itself (Alipay's app takes it over);
// a desktop browser cannot, so it shows the URL as a QR code for the phone to scan.

const PHONE_AGENT = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|AlipayClient|MicroMessenger/i;

/**
 * True on a phone or tablet. iPadOS reports itself as a Mac: a Mac with a touch screen is an iPad (no Mac
 * has one).
 */
export function isHandheld(userAgent: string, maxTouchPoints: number): boolean {
  if (PHONE_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
