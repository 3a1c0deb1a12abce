// The notes model's types are generated from schemas/notes.yaml by the build plugin.
