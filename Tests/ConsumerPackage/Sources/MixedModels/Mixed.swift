// Uses A (from a.yaml) only: B (from b.yml) must not be generated.
let mixedExample = A(x: 1)
