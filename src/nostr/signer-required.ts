/** docs/session-and-actions.md, Error catalogue: an action needing a signer fails with "Signer required". */
export class SignerRequiredError extends Error {
  constructor() {
    super('Signer required');
    this.name = 'SignerRequiredError';
  }
}
