import { partsByEntry } from '../../../widgets/src/parts.ts';
import { partClass, partName } from '../../../widgets/src/ui/part.ts';

/**
 * Every named part of the package, by entry, read from the entries' own `parts.ts`: the page is
 * as true as the code, and grows with each entry.
 */
export function PartsTable() {
  return (
    <>
      {Object.entries(partsByEntry).map(([entry, parts]) => (
        <section key={entry}>
          <h3>{entry === 'ui' ? 'ui (the primitives)' : `@propre/widgets/${entry}`}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">appearance.elements key, data-part</th>
                <th scope="col">our class</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((part) => (
                <tr key={part}>
                  <td>
                    <code>{partName(entry, part)}</code>
                  </td>
                  <td>
                    <code>.{partClass(entry, part)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
