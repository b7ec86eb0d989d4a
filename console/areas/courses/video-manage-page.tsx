import { useSearchParams } from 'react-router';
import CourseListPage from './course-list-page.tsx';
import LessonsPage from './lessons-page.tsx';

/** /course/video/manage: the menu's 视频课 list; with ?id= the lessons of that video course, as the other kinds' manage pages. */
export default function VideoManagePage() {
  const [params] = useSearchParams();
  return params.has('id') ? <LessonsPage /> : <CourseListPage />;
}
