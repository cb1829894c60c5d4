// The order string of getAlipayMoneyOrderStr (SPEC §7: "submitted as a hidden form to the payment provider's
// gateway"): a signed URL query string whose pairs become the form's hidden fields. Built with DOM APIs and
// submitted from code, so it runs under the app's CSP (no inline script, form-action lists the gateway).

/** The form's fields, in the order signed; throws when the string holds no field at all. */
export function orderFormFields(orderStr: string): Array<[string, string]> {
  const text = orderStr.trim().replace(/^\?/, '');
  // URLSearchParams decodes both encodings a signer may use: %20 and + for a space, %2B for a literal plus.
  const fields = [...new URLSearchParams(text)].filter(([name]) => name !== '');
  if (fields.length === 0) throw new Error('empty order string');
  return fields;
}

/** Where the form goes: only an http(s) gateway, never javascript: or a relative trick. */
export function gatewayAction(gateway: string, base: string): string {
  const url = new URL(gateway, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('gateway is not http(s)');
  return url.href;
}

/** Builds the hidden form in `doc` and submits it: the page leaves for the gateway. */
export function submitOrderForm(doc: Document, gateway: string, orderStr: string): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = gatewayAction(gateway, doc.baseURI);
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of orderFormFields(orderStr)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
