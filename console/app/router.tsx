import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from './routes.ts';
import { guardLoader } from './guard.ts';
import { Root } from './root.tsx';

const notFound = () => import('@console/areas/not-found/not-found-page.tsx');

/** The admin layout (menu, navbar, shell-wide uploader, bell) loads with the first private screen, not with /login. */
function shellRoute(mode: 'teacher' | 'planet', children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { Shell } = await import('@console/layout/shell.tsx');
      return { Component: () => <Shell mode={mode} /> };
    },
    children,
  };
}

function toRouteObject(route: RouteDef): RouteObject {
  const screen = route.screen ?? notFound;
  return {
    path: route.path,
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

function buildRoutes(): RouteObject[] {
  const byLayout = (layout: RouteDef['layout']) => ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      loader: guardLoader,
      // the guard runs on every navigation, not only when params change
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      children: [
        shellRoute('teacher', byLayout('main')),
        shellRoute('planet', byLayout('planet')),
        ...byLayout('bare'),
        { path: '*', lazy: async () => ({ Component: (await notFound()).default }) },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
