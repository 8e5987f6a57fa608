"""Environment variables: pure PATH-list, rc-block and script logic, and the registry and shell-file backends."""
