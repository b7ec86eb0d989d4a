import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from './routes.ts';
import { guardLoader } from './guard.ts';
import { Root } from './root.tsx';
import { Shell } from '../layout/shell.tsx';

const notFound = () => import('../areas/not-found/not-found-page.tsx');

function toRouteObject(route: RouteDef): RouteObject {
  const screen = route.screen ?? notFound;
  return {
    path: route.path,
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

export function buildRoutes(): RouteObject[] {
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
        { Component: () => <Shell mode="teacher" />, children: byLayout('main') },
        { Component: () => <Shell mode="planet" />, children: byLayout('planet') },
        ...byLayout('bare'),
        { path: '*', lazy: async () => ({ Component: (await notFound()).default }) },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
