interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

function remembered<K, V>(store: Store<K, V>, make: (key: K) => V): (key: K) => V {
  return (key) => {
    let value = store.get(key);
    if (value === undefined) {
      value = make(key);
      store.set(key, value);
    }
    return value;
  };
}

/** `make`, called once per key (a few fixed names or codes) and its answer kept for the process. */
export function madeOnce<K extends string | number, V>(make: (key: K) => V): (key: K) => V {
  return remembered(new Map<K, V>(), make);
}

/** `make`, called once per object (a database, a schema) and its answer kept for as long as the object lives. */
export function madeOncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  return remembered(new WeakMap<K, V>(), make);
}
