/** SPEC.md section 8: an action needing a signer fails with "Signer required". */
export class SignerRequiredError extends Error {
  constructor() {
    super('Signer required');
    this.name = 'SignerRequiredError';
  }
}
