import { Link } from 'wouter';

/** The "nothing here" state of a page: an unknown path, scenario or session. */
export function MissingPage({ title, body, action }: { title: string; body: string; action: { href: string; label: string } }) {
  return (
    <section className="container page-state" aria-labelledby="missing-title">
      <p className="page-state-code" aria-hidden="true">
        404
      </p>
      <h1 id="missing-title">{title}</h1>
      <p className="lead">{body}</p>
      <Link href={action.href} className="btn btn-primary">
        {action.label}
      </Link>
    </section>
  );
}
