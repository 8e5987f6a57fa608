"""One module per rule family of compat-facts.md section 0 (R1-R7); each records into a ``Verdict``."""
