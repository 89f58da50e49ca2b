//! The field names of a round's rows, for messages: v4.1–v6.0's, or v6.1's renamed ones.

/// The field names of a round's rows, for messages: v4.1–v6.0's, or v6.1's renamed ones.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub(crate) enum Names {
    #[default]
    Array,
    V61,
}

impl Names {
    /// What this round calls `field` (given by its v4.1–v6.0 name).
    pub fn of(self, field: &'static str) -> &'static str {
        if self == Names::Array {
            return field;
        }
        match field {
            "a#" => "accelerators_per_node",
            "Nodes" => "number_of_nodes",
            "Accelerator" => "accelerator_model_name",
            "Total Accelerators" => "total_accelerators",
            "Performance_Result" => "Result",
            "Performance_Units" => "Units",
            "ID" => "Location",
            "Submitter" => "Organization",
            "Performance_Result / GPUs" => "Result / GPUs",
            other => other,
        }
    }
}
