//! The testing toolkit's tests that both bindings run, written once against `imgui`: the
//! `imgui` crate (imgui-rs, Dear ImGui 1.89) by default, dear-imgui-rs (Dear ImGui 1.92)
//! with `dear-imgui`. Each is a `pub fn` that panics when it fails. The testing crate's
//! suite (`testing/tests/suite/both.rs`) and the dear-imgui-rs tests (`dear/tests/ui.rs`,
//! `dear/tests/docking.rs`) take one `#[test]` per function from [`ui_tests!`] and
//! [`docking_tests!`]. What really differs between the two Dear ImGui versions (an id, the
//! demo window's contents, a call's shape) is one item per binding in `binding/`.
//!
//! Snapshots are the calling suite's: `tests/snapshots` under its `CARGO_MANIFEST_DIR`
//! (`testing/` or `dear/`), so each binding keeps its own goldens under the same names.

#[cfg(feature = "dear-imgui")]
extern crate dear_imgui_rs as imgui;

#[cfg_attr(feature = "dear-imgui", path = "binding/dear_imgui.rs")]
#[cfg_attr(not(feature = "dear-imgui"), path = "binding/imgui_rs.rs")]
mod binding;

mod actions;
mod apps;
#[cfg(feature = "docking")]
mod docking;
mod items;
mod visible_text;

pub use actions::{
    a_clock_ticking_elsewhere_costs_an_action_nothing,
    a_menu_path_takes_whole_labels_and_the_menu_bar_first, hovering_a_plain_text_line_works,
    low_level_clicks_queued_back_to_back_each_take,
};
pub use apps::{click_where_text_shows, file_rows};
#[cfg(feature = "docking")]
pub use docking::{
    a_docked_tab_dragged_out_docks_on_another_side,
    a_layout_of_tabs_and_splits_matches_its_snapshot,
    a_missing_window_or_target_is_named_with_the_windows_there_are,
    a_square_under_another_window_takes_no_drop,
    a_window_dropped_on_a_side_square_splits_the_target_along_that_axis,
    a_window_dropped_on_the_centre_square_becomes_a_tab_of_the_target,
};
pub use items::{
    a_demo_table_sorted_by_two_headers_in_a_row,
    a_header_cut_by_its_window_s_edge_is_scrolled_into_view,
    a_hidden_label_is_not_found_by_label_and_the_message_gives_its_path,
    a_list_its_window_cuts_comes_into_view_before_its_lines,
    a_typed_value_is_compared_at_the_precision_the_item_shows,
    nearest_labels_put_a_transposition_first_everywhere,
    tabs_and_selectables_carry_their_selected_state, the_demo_window_by_identity_and_state,
    the_demo_window_without_coordinates,
};
pub use visible_text::the_visible_text_of_one_window;

/// Every test of [`ui_tests!`], by function name.
pub const ALL: &[&str] = &[
    "the_demo_window_by_identity_and_state",
    "the_demo_window_without_coordinates",
    "a_demo_table_sorted_by_two_headers_in_a_row",
    "a_typed_value_is_compared_at_the_precision_the_item_shows",
    "a_header_cut_by_its_window_s_edge_is_scrolled_into_view",
    "a_hidden_label_is_not_found_by_label_and_the_message_gives_its_path",
    "tabs_and_selectables_carry_their_selected_state",
    "nearest_labels_put_a_transposition_first_everywhere",
    "a_list_its_window_cuts_comes_into_view_before_its_lines",
    "low_level_clicks_queued_back_to_back_each_take",
    "a_menu_path_takes_whole_labels_and_the_menu_bar_first",
    "hovering_a_plain_text_line_works",
    "a_clock_ticking_elsewhere_costs_an_action_nothing",
    "the_visible_text_of_one_window",
];

/// Every test of [`docking_tests!`], by function name.
#[cfg(feature = "docking")]
pub const DOCKING: &[&str] = &[
    "a_window_dropped_on_the_centre_square_becomes_a_tab_of_the_target",
    "a_window_dropped_on_a_side_square_splits_the_target_along_that_axis",
    "a_layout_of_tabs_and_splits_matches_its_snapshot",
    "a_docked_tab_dragged_out_docks_on_another_side",
    "a_missing_window_or_target_is_named_with_the_windows_there_are",
    "a_square_under_another_window_takes_no_drop",
];

/// One `#[test]` per function of [`ALL`], named after it, and a test that fails when
/// [`ALL`] names one this list lacks: both bindings' suites take their tests from here.
#[macro_export]
macro_rules! ui_tests {
    () => {
        $crate::ui_tests!(
            the_demo_window_by_identity_and_state,
            the_demo_window_without_coordinates,
            a_demo_table_sorted_by_two_headers_in_a_row,
            a_typed_value_is_compared_at_the_precision_the_item_shows,
            a_header_cut_by_its_window_s_edge_is_scrolled_into_view,
            a_hidden_label_is_not_found_by_label_and_the_message_gives_its_path,
            tabs_and_selectables_carry_their_selected_state,
            nearest_labels_put_a_transposition_first_everywhere,
            a_list_its_window_cuts_comes_into_view_before_its_lines,
            low_level_clicks_queued_back_to_back_each_take,
            a_menu_path_takes_whole_labels_and_the_menu_bar_first,
            hovering_a_plain_text_line_works,
            a_clock_ticking_elsewhere_costs_an_action_nothing,
            the_visible_text_of_one_window,
        );
    };
    ($($test:ident),* $(,)?) => {
        $crate::__tests!(every_ui_test_runs_here, $crate::ALL; $($test),*);
    };
}

/// One `#[test]` per function of [`DOCKING`] (the `docking` feature), and a test that fails
/// when [`DOCKING`] names one this list lacks.
#[cfg(feature = "docking")]
#[macro_export]
macro_rules! docking_tests {
    () => {
        $crate::docking_tests!(
            a_window_dropped_on_the_centre_square_becomes_a_tab_of_the_target,
            a_window_dropped_on_a_side_square_splits_the_target_along_that_axis,
            a_layout_of_tabs_and_splits_matches_its_snapshot,
            a_docked_tab_dragged_out_docks_on_another_side,
            a_missing_window_or_target_is_named_with_the_windows_there_are,
            a_square_under_another_window_takes_no_drop,
        );
    };
    ($($test:ident),* $(,)?) => {
        $crate::__tests!(every_docking_test_runs_here, $crate::DOCKING; $($test),*);
    };
}

/// Without the `docking` feature: says which feature the docking tests need.
#[cfg(not(feature = "docking"))]
#[macro_export]
macro_rules! docking_tests {
    ($($any:tt)*) => {
        compile_error!("the docking tests need imgui-webgpu-ui-tests's `docking` feature");
    };
}

/// The `#[test]`s of [`ui_tests!`] and [`docking_tests!`]: one per function, and `$every`,
/// which fails when `$all` names a function the list lacks.
#[doc(hidden)]
#[macro_export]
macro_rules! __tests {
    ($every:ident, $all:expr; $($test:ident),*) => {
        $(
            #[test]
            fn $test() {
                $crate::$test();
            }
        )*

        /// Every test of imgui-webgpu-ui-tests' list runs here: a new one cannot be left out.
        #[test]
        fn $every() {
            $crate::runs_every($all, &[$(stringify!($test)),*]);
        }
    };
}

/// Fails, naming what is missing, when `listed` is not `all`: a suite's list of tests
/// against the crate's.
#[track_caller]
pub fn runs_every(all: &[&str], listed: &[&str]) {
    let missing: Vec<&str> = all
        .iter()
        .copied()
        .filter(|name| !listed.contains(name))
        .collect();
    assert_eq!(
        all, listed,
        "imgui-webgpu-ui-tests has tests this list does not run: {missing:?}"
    );
}
