"""Taking a signed catalog update: fetched through the download session, checked and stored by the catalog."""
