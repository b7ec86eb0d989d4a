/** The teaching calls, from the resources' definitions. */
import { resourceClient } from '@shared/api/resource-client.ts';
import { books } from './book.ts';
import { courseware } from './courseware.ts';
import { teachers } from './teacher.ts';

export const teacherCalls = resourceClient(teachers);
export const coursewareCalls = resourceClient(courseware);
export const bookCalls = resourceClient(books);
