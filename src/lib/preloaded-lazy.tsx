import { use, type ComponentType, type ReactPromise } from 'react';

/**
 * A component whose code loads apart, as with `React.lazy`, but rendered at once where its code
 * has arrived by then: `React.lazy` suspends on its first render even so (it learns of the
 * module a microtask later), its Suspense boundary shows the fallback, and React then holds
 * the content back until 300 ms after that fallback appeared (its fallback throttle). The
 * orders' table painted 300 ms after "Loading orders…" on every load, its chunk and its data
 * long in. `preload` starts the load (once); until it has settled, the component suspends as
 * a lazy one does, and a load that failed throws its error to the error boundary.
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: ReactPromise<ComponentType<P>> | undefined;
  // A load that failed is tried again by the next preload (a reader back online), never by a
  // render: one that failed again would render, and load, again without end.
  const preload = (): ReactPromise<ComponentType<P>> => {
    if (loading && loading.status !== 'rejected') return loading;
    const promise = load();
    // The fields React's `use` reads: a settled promise is read at once (React sets them
    // itself on a promise it has not seen, a render too late).
    // (Returning nothing: a handler that returned the rejected promise would reject again.)
    promise.then(
      (value) => void Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
    );
    loading = Object.assign(promise, { status: 'pending' as const });
    return loading;
  };
  function PreloadedLazy(props: P) {
    const Component = use(loading ?? preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadedLazy, { preload });
}
