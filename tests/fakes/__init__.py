"""Stand-ins for what cannot exist on the test machine (the Windows registry, ...), named as such."""
