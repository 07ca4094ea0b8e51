import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface State {
  failed: boolean;
}

/** Catches render errors and chunks that failed to load; offers a reload instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <section className="container page-state" aria-labelledby="page-error-title">
            <h1 id="page-error-title">{t('pageError.title')}</h1>
            <p className="lead">{t('pageError.body')}</p>
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              {t('pageError.reload')}
            </button>
          </section>
        )}
      </Translation>
    );
  }
}
