enum Broken {}
