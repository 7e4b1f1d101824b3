public struct CoreProbe {}
