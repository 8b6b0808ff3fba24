/**
 * A self-signed certificate for 127.0.0.1 and any host names given, made with openssl:
 * for the benchmark's HTTP/2 image proxy (browsers speak HTTP/2 only over TLS), and for
 * the browser tests' identity host, an https:// domain served on 127.0.0.1. Made afresh
 * on each run into .cache/, never committed.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';

export interface TlsCertificate {
  keyFile: string;
  certFile: string;
  /** Base64 SHA-256 of the certificate's public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  spkiHash: string;
}

export function makeTlsCertificate(dir = '.cache/bench-tls', hostNames: readonly string[] = []): TlsCertificate {
  mkdirSync(dir, { recursive: true });
  const keyFile = `${dir}/key.pem`;
  const certFile = `${dir}/cert.pem`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      ['subjectAltName=IP:127.0.0.1', ...hostNames.map((name) => `DNS:${name}`)].join(','),
    ],
    { stdio: 'ignore' },
  );
  const spki = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return { keyFile, certFile, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
