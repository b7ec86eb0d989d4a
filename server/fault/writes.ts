/**
 * Small writes while the uploads run, as a client retries them after an answer that never came: categories
 * created (a retry that finds the name taken means the first try happened), a material renamed again and again
 * (setting a name twice is setting it once). Each write is retried until it is answered.
 */
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { answerOf, LOST, postForm, type Client } from './requests.ts';

const TAKEN = 409;

/** Creates the category; a retry answered "name taken" means a try whose answer was lost made it. */
async function createCategory(client: Client, name: string): Promise<void> {
  let retried = false;
  for (;;) {
    const response = await postForm(client, MATERIAL_PATHS.createCategory, { name });
    if (response === LOST) {
      retried = true;
      continue;
    }
    const answer = await answerOf(response);
    if (answer.result === 'ok') return;
    if (retried && response.status === TAKEN) return;
    throw new Error(`createCategory "${name}" answered ${response.status}: ${JSON.stringify(answer)}`);
  }
}

async function renameMaterial(client: Client, id: number, fileName: string): Promise<void> {
  for (;;) {
    const response = await postForm(client, MATERIAL_PATHS.updateSource(id), { file_name: fileName });
    if (response === LOST) continue;
    const answer = await answerOf(response);
    if (answer.result !== 'ok') throw new Error(`updateSource ${id} answered ${response.status}: ${JSON.stringify(answer)}`);
    return;
  }
}

/** The id of one of the demo teacher's pictures (the seed gives it some): the material the writes rename. */
export async function somePicture(client: Client): Promise<number> {
  const url = new URL(MATERIAL_PATHS.findSources('picture'), client.baseUrl);
  url.search = 'app=lectern&appid=web&u=0&page=1&pageSize=1';
  const response = await client.send(url, { headers: { authorization: client.token } });
  const id = response === LOST ? undefined : (await answerOf<{ id: number }>(response)).rows?.[0]?.id;
  if (id === undefined) throw new Error('the demo teacher has no picture to rename');
  return id;
}

export type WriteLog = { categories: string[]; renamed: { id: number; lastName: string } };

/** categories a run makes at most (an account has room for 200) */
const MAX_CATEGORIES = 30;

/**
 * A category (the first MAX_CATEGORIES rounds), then a rename of material `id`, one round after the other with a
 * seeded pause, for at least `minRounds` rounds and on while `goOn()` holds.
 */
export async function writeLoop(client: Client, prefix: string, id: number, minRounds: number, goOn: () => boolean): Promise<WriteLog> {
  const log: WriteLog = { categories: [], renamed: { id, lastName: '' } };
  for (let round = 1; round <= minRounds || goOn(); round += 1) {
    if (round <= MAX_CATEGORIES) {
      const name = `${prefix}-分类-${round}`;
      await createCategory(client, name);
      log.categories.push(name);
    }
    const fileName = `${prefix}-改名-${round}.png`;
    await renameMaterial(client, id, fileName);
    log.renamed.lastName = fileName;
    await new Promise((resolve) => setTimeout(resolve, client.random.between(50, 400)));
  }
  return log;
}
