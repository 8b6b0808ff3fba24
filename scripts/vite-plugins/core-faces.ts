import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A domain of src/core is read through its face, index.ts (docs/architecture.md, Import
 * rules), but the build imports the files behind it. The bundler places every file a face
 * names in a chunk of whichever screen imports the face, so a face the first screen reads
 * would bring along files only later screens use. Each `import { … } from '…/core/{domain}'`
 * of the app is rewritten into one import per file, as the face says where each name is.
 */
export function coreFaces(coreDirectory: string): Plugin {
  const faces = new Map<string, ReadonlyMap<string, string> | undefined>();
  const faceOf = (directory: string): ReadonlyMap<string, string> | undefined => {
    if (!faces.has(directory)) faces.set(directory, readFace(directory));
    return faces.get(directory);
  };
  return {
    name: 'diorama-core-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('core')) return undefined;
      let changed = false;
      const rewritten = code.replace(IMPORT_FROM_FACE, (whole: string, kind: string | undefined, names: string, spec: string) => {
        const directory = resolve(dirname(id), spec);
        const face = dirname(directory) === coreDirectory ? faceOf(directory) : undefined;
        if (!face) return whole;
        const byFile = new Map<string, string[]>();
        for (const name of names.split(',').map((entry) => entry.trim())) {
          if (!name) continue;
          const file = face.get(name.replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '');
          if (!file) return whole;
          byFile.set(file, [...(byFile.get(file) ?? []), name]);
        }
        changed = true;
        return [...byFile].map(([file, fileNames]) => `import ${kind ?? ''}{ ${fileNames.join(', ')} } from '${spec}/${file}';`).join('\n');
      });
      return changed ? { code: rewritten, map: null } : undefined;
    },
  };
}

const IMPORT_FROM_FACE = /import (type )?\{([^}]*)\} from '((?:\.\/|(?:\.\.\/)+)(?:[\w-]+\/)*core\/[\w-]+)';/g;

/** The face's names and the file each comes from, from its `export { … } from './file'` lines. */
function readFace(directory: string): ReadonlyMap<string, string> | undefined {
  let text: string;
  try {
    text = readFileSync(resolve(directory, 'index.ts'), 'utf8');
  } catch {
    return undefined;
  }
  const names = new Map<string, string>();
  for (const [, list = '', file = ''] of text.matchAll(/export (?:type )?\{([^}]*)\} from '\.\/([\w-]+)';/g)) {
    for (const name of list.split(',')) {
      const bare = name.trim().replace(/^type\s+/, '');
      if (bare) names.set(bare, file);
    }
  }
  return names;
}
