"""The bottom layer: errors, i18n, events, atomic writes, serialisation and the facts schema. No OS seam, no Qt."""
