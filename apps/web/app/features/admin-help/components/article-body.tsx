import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * A help article's body, Markdown rendered as React elements (never as HTML): raw HTML in the text
 * is dropped (`skipHtml`), a link or image whose address is not http(s), mailto or a relative one
 * (`javascript:`, `data:`…) loses its address (`defaultUrlTransform`), images are not shown, and
 * links to other sites open in a new tab without the opener.
 */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="vz-help-body">
      <Markdown
        skipHtml
        urlTransform={defaultUrlTransform}
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          a: ({ href, children }) =>
            href && /^https?:\/\//.test(href) ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ) : href ? (
              <a href={href}>{children}</a>
            ) : (
              <span>{children}</span>
            ),
        }}
      >
        {body}
      </Markdown>
    </div>
  );
}
