"""Positive cases over the rich example schema of the product contract (company.yaml)."""
S = "company.yaml"

EMPLOYEE = """
42                  # Employee: length 66
0a 03 41 6e 6e      # field 1 name: "Ann"
10 44               # field 2 age: 34 (zig-zag 68)
18 04               # field 3 gender: other (raw 2, zig-zag 4)
20 05               # field 4 duties: cleanWorkplace + bringCoffee (bits 0, 2)
2a 08 61 6e 6e 40 78 2e 69 6f  # field 5 email: "ann@x.io"
32 05               # field 6 manager: Employee, 5 bytes
   0a 03 42 6f 62   #   name "Bob" (age, gender, duties at their defaults: omitted)
3a 1b               # field 7 scores: [string: [float64]], 27 bytes
   02               #   count 2
   02 71 31         #   "q1":
   11 02            #   [float64], 17 bytes, count 2
      00 00 00 00 00 00 f0 3f  # 1.0
      00 00 00 00 00 00 04 40  # 2.5
   02 71 32         #   "q2":
   01 00            #   [float64], empty
42 07 41 6e 6e 20 4c 65 65  # field 8 fullName: "Ann Lee"
"""
EMPLOYEE_JSON = {"name": "Ann", "age": 34, "gender": "other", "duties": ["cleanWorkplace", "bringCoffee"],
                 "email": "ann@x.io", "manager": {"name": "Bob"}, "scores": {"q1": [1.0, 2.5], "q2": []},
                 "fullName": "Ann Lee"}

CASES = [
    dict(id="rich/employee", schema=S, root="Employee", canonical=True,
         description="The contract's Employee: defaults, open enum, options, recursion, a map of lists.",
         body=EMPLOYEE, value=EMPLOYEE_JSON),

    dict(id="rich/employee-checksum", schema=S, root="Employee", canonical=True, checksum=True,
         description="The same value with the CRC-32C trailer.",
         body=EMPLOYEE, value=EMPLOYEE_JSON),

    dict(id="rich/garage", schema=S, root="Garage", canonical=True,
         description="A class root with a heterogeneous list, a list of generic instances and a map "
                     "of payload enums.",
         tables="""
01                  # tag table: 1 tag
03 63 61 72         #   tag 1: "car"
01                  # instance table: 1 entry
32                  #   entry 1 (the Garage), 50 bytes
0a 11 01            # field 1 vehicles: [Vehicle], 17 bytes, count 1
   0f 01            #   protocol value, 15 bytes, tag 1 ("car")
   0d 0a 04 53 61 61 62 12 03 39 30 30 18 08  # Car, 13 bytes: "Saab", "900", 4
12 09 02            # field 2 stacks: [Stack<int64>], 9 bytes, count 2
   06 0a 04 02 01 01 ff  # Stack<int64>, 6 bytes: items [1, -1] (layout 1)
   00               #   Stack<int64>, empty
1a 12 02            # field 3 shapes: [string: Shape], 18 bytes, count 2
   01 61            #   "a":
   0a 01 09 00 00 00 00 00 00 e0 3f  # Shape, 10 bytes: case 1 circle, radius 0.5
   01 62            #   "b":
   01 03            #   Shape, 1 byte: case 3 empty
""", body="""
01                  # Garage: entry 1
""", value={"$id": "1", "vehicles": [{"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}],
            "stacks": [{"items": [1, -1]}, {}], "shapes": {"a": {"circle": {"radius": 0.5}}, "b": {"empty": {}}}}),
]
