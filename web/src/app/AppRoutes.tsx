import { Route, Switch } from 'wouter';
import { Guarded } from './guards';
import { APP_ROUTES, NotFoundPage } from './routes';

export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.map(({ path, access, page: Page }) => (
        <Route key={path} path={path}>
          <Guarded access={access}>
            <Page />
          </Guarded>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
